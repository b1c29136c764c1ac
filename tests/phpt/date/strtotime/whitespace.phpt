--TEST--
strtotime(): whitespace and separators
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach ([' ', '  2021-03-15  ', '2021-03-15,10:00', '	+1 day', '2021-03-15   10:00', 'monday,10am'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
' '                                => Tue 2023-11-14 22:13:20 UTC
'  2021-03-15  '                   => Mon 2021-03-15 00:00:00 UTC
'2021-03-15,10:00'                 => Mon 2021-03-15 10:00:00 UTC
'	+1 day'                          => Wed 2023-11-15 22:13:20 UTC
'2021-03-15   10:00'               => Mon 2021-03-15 10:00:00 UTC
'monday,10am'                      => Mon 2023-11-20 10:00:00 UTC
