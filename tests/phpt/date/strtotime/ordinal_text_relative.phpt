--TEST--
strtotime(): ordinal words with units
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['first week', 'second day', 'third month', 'twelfth day', 'next sec', 'last hour', 'this year', 'previous week'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'first week'                       => false
'second day'                       => Thu 2023-11-16 22:13:20 UTC
'third month'                      => Wed 2024-02-14 22:13:20 UTC
'twelfth day'                      => Sun 2023-11-26 22:13:20 UTC
'next sec'                         => Tue 2023-11-14 22:13:21 UTC
'last hour'                        => Tue 2023-11-14 21:13:20 UTC
'this year'                        => Tue 2023-11-14 22:13:20 UTC
'previous week'                    => Mon 2023-11-06 22:13:20 UTC
