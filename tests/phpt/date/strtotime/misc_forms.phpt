--TEST--
strtotime(): assorted forms
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
$base = 1700000000;
foreach (['2021-03-15 10:00:00 +1 week', 'last sat of next month', 'next weekday', '+2 weeks ago', 'this week monday', 'sunday last week', 'monday 2 weeks ago', '6:30pm tomorrow', 'next year jan 1', '2021-02-03 04:05:06.789 -0800', 'Jan 1st, 2021', '2 mondays', 'third saturday of december 2021', 'yesterday midnight', '2021-2-3 4:5:6', '4:05:06 2021-02-03', '@1700000000 Europe/Paris', '12:00:00 am', 'now + 1 day', 'wed next week', '2010-12-31 24:00:00', '2021-07-15 10:00 CET'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-03-15 10:00:00 +1 week'      => Mon 2021-03-22 10:00:00 CET
'last sat of next month'           => Sat 2023-12-30 00:00:00 CET
'next weekday'                     => Wed 2023-11-15 00:00:00 CET
'+2 weeks ago'                     => Tue 2023-10-31 23:13:20 CET
'this week monday'                 => Mon 2023-11-13 00:00:00 CET
'sunday last week'                 => Sun 2023-11-12 00:00:00 CET
'monday 2 weeks ago'               => Mon 2023-10-23 00:00:00 CEST
'6:30pm tomorrow'                  => Wed 2023-11-15 00:00:00 CET
'next year jan 1'                  => Mon 2024-01-01 00:00:00 CET
'2021-02-03 04:05:06.789 -0800'    => Wed 2021-02-03 13:05:06 CET
'Jan 1st, 2021'                    => Fri 2021-01-01 00:00:00 CET
'2 mondays'                        => Mon 2023-11-27 23:13:20 CET
'third saturday of december 2021'  => Sat 2021-12-18 00:00:00 CET
'yesterday midnight'               => Mon 2023-11-13 00:00:00 CET
'2021-2-3 4:5:6'                   => Wed 2021-02-03 04:05:06 CET
'4:05:06 2021-02-03'               => Wed 2021-02-03 04:05:06 CET
'@1700000000 Europe/Paris'         => Tue 2023-11-14 23:13:20 CET
'12:00:00 am'                      => Tue 2023-11-14 00:00:00 CET
'now + 1 day'                      => Wed 2023-11-15 23:13:20 CET
'wed next week'                    => Wed 2023-11-22 00:00:00 CET
'2010-12-31 24:00:00'              => Sat 2011-01-01 00:00:00 CET
'2021-07-15 10:00 CET'             => Thu 2021-07-15 11:00:00 CEST
