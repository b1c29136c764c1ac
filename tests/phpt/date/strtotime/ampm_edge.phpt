--TEST--
strtotime(): am/pm edge cases
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['12:00am', '12:00pm', '12:30 am', '0am', '11:59pm', '1 a.m.', '1 p.m.'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'12:00am'                          => Tue 2023-11-14 00:00:00 UTC
'12:00pm'                          => Tue 2023-11-14 12:00:00 UTC
'12:30 am'                         => Tue 2023-11-14 00:30:00 UTC
'0am'                              => false
'11:59pm'                          => Tue 2023-11-14 23:59:00 UTC
'1 a.m.'                           => Tue 2023-11-14 01:00:00 UTC
'1 p.m.'                           => Tue 2023-11-14 13:00:00 UTC
