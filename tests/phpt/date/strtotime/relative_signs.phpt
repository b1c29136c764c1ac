--TEST--
strtotime(): signs and spacing in relative units
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['+1day', '+ 1 day', '-1days', '+1 DAY', '1day ago', '+1  week', '+01 day', '+0 day'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'+1day'                            => Wed 2023-11-15 22:13:20 UTC
'+ 1 day'                          => Wed 2023-11-15 22:13:20 UTC
'-1days'                           => Mon 2023-11-13 22:13:20 UTC
'+1 DAY'                           => Wed 2023-11-15 22:13:20 UTC
'1day ago'                         => Mon 2023-11-13 22:13:20 UTC
'+1  week'                         => Tue 2023-11-21 22:13:20 UTC
'+01 day'                          => Wed 2023-11-15 22:13:20 UTC
'+0 day'                           => Tue 2023-11-14 22:13:20 UTC
