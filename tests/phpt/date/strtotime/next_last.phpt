--TEST--
strtotime(): next and last
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['next monday', 'last monday', 'this monday', 'next tuesday', 'last tuesday', 'this tuesday', 'next week', 'last week', 'this week', 'next month', 'last month', 'next year', 'last year', 'previous monday', 'next day', 'last day', 'next hour'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'next monday'                      => Mon 2023-11-20 00:00:00 UTC
'last monday'                      => Mon 2023-11-13 00:00:00 UTC
'this monday'                      => Mon 2023-11-20 00:00:00 UTC
'next tuesday'                     => Tue 2023-11-21 00:00:00 UTC
'last tuesday'                     => Tue 2023-11-07 00:00:00 UTC
'this tuesday'                     => Tue 2023-11-14 00:00:00 UTC
'next week'                        => Mon 2023-11-20 22:13:20 UTC
'last week'                        => Mon 2023-11-06 22:13:20 UTC
'this week'                        => Mon 2023-11-13 22:13:20 UTC
'next month'                       => Thu 2023-12-14 22:13:20 UTC
'last month'                       => Sat 2023-10-14 22:13:20 UTC
'next year'                        => Thu 2024-11-14 22:13:20 UTC
'last year'                        => Mon 2022-11-14 22:13:20 UTC
'previous monday'                  => Mon 2023-11-13 00:00:00 UTC
'next day'                         => Wed 2023-11-15 22:13:20 UTC
'last day'                         => Mon 2023-11-13 22:13:20 UTC
'next hour'                        => Tue 2023-11-14 23:13:20 UTC
