--TEST--
strtotime(): weekday abbreviations
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['mon', 'tue', 'tues', 'wed', 'wednes', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'mon'                              => Mon 2023-11-20 00:00:00 UTC
'tue'                              => Tue 2023-11-14 00:00:00 UTC
'tues'                             => false
'wed'                              => Wed 2023-11-15 00:00:00 UTC
'wednes'                           => false
'thu'                              => Thu 2023-11-16 00:00:00 UTC
'thur'                             => false
'thurs'                            => false
'fri'                              => Fri 2023-11-17 00:00:00 UTC
'sat'                              => Sat 2023-11-18 00:00:00 UTC
'sun'                              => Sun 2023-11-19 00:00:00 UTC
