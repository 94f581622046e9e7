import { useState } from 'react';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseCategoryDetail } from '@talentpath/contracts/course-categories';
import { ChangeOwnerModal } from './change-owner-modal';
import { TableScroll } from '../../../components/ui/table-scroll';

type CategoryCourse = CourseCategoryDetail['courses'][number];
const STATUS_COLOR = { draft: 'gray', published: 'green', archived: 'orange' } as const;

/** The category's courses with their status and coordinator; an admin may hand one to another coordinator. */
export function CategoryCourses({ courses }: { courses: CategoryCourse[] }) {
  const { t } = useTranslation('course-categories');
  const [changing, setChanging] = useState<CategoryCourse | null>(null);
  return (
    <>
      <TableScroll label={t('detail.coursesTable')} minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('courses.title')}</Table.Th>
              <Table.Th>{t('courses.status')}</Table.Th>
              <Table.Th>{t('courses.owner')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('courses.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.map((course) => (
              <Table.Tr key={course.id}>
                <Table.Td>
                  <Text fw={600}>{course.title}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[course.status]} variant="dot" c="dark.7">
                    {t(`courses.statuses.${course.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{course.owner?.name ?? t('courses.noOwner')}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconUserEdit size={16} aria-hidden />}
                    aria-label={t('owner.changeFor', { title: course.title })}
                    onClick={() => setChanging(course)}
                  >
                    {t('owner.change')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <ChangeOwnerModal course={changing} onClose={() => setChanging(null)} />
    </>
  );
}
