--TEST--
strtotime(): case insensitive keywords
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['NEXT MONDAY', 'Last Day Of Next Month', '+1 WEEK', 'YESTERDAY NOON', '15 MARCH 2021', 'MonDay'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'NEXT MONDAY'                      => Mon 2023-11-20 00:00:00 UTC
'Last Day Of Next Month'           => Sun 2023-12-31 22:13:20 UTC
'+1 WEEK'                          => Tue 2023-11-21 22:13:20 UTC
'YESTERDAY NOON'                   => Mon 2023-11-13 12:00:00 UTC
'15 MARCH 2021'                    => Mon 2021-03-15 00:00:00 UTC
'MonDay'                           => Mon 2023-11-20 00:00:00 UTC
