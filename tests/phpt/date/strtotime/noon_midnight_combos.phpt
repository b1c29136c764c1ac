--TEST--
strtotime(): time keywords combined with dates
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021-03-15 noon', '2021-03-15 midnight', 'noon 2021-03-15', 'monday noon', 'first day of next month noon', 'tomorrow 23:59:59'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-03-15 noon'                  => Mon 2021-03-15 12:00:00 UTC
'2021-03-15 midnight'              => Mon 2021-03-15 00:00:00 UTC
'noon 2021-03-15'                  => Mon 2021-03-15 12:00:00 UTC
'monday noon'                      => Mon 2023-11-20 12:00:00 UTC
'first day of next month noon'     => Fri 2023-12-01 12:00:00 UTC
'tomorrow 23:59:59'                => Wed 2023-11-15 23:59:59 UTC
