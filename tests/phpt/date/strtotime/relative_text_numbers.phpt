--TEST--
strtotime(): ordinal words as amounts
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['third day', 'fifth week', '+1 week first day of', 'eleventh month', 'tenth hour', 'sixth minute'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'third day'                        => Fri 2023-11-17 22:13:20 UTC
'fifth week'                       => false
'+1 week first day of'             => Wed 2023-11-01 22:13:20 UTC
'eleventh month'                   => Mon 2024-10-14 22:13:20 UTC
'tenth hour'                       => Wed 2023-11-15 08:13:20 UTC
'sixth minute'                     => Tue 2023-11-14 22:19:20 UTC
