--TEST--
strtotime(): European dates with dots and dashes
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['15.03.2021', '5.3.2021', '15.03.21', '15-03-2021', '5-3-2021', '21-03-15', '31.12.1999'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'15.03.2021'                       => Mon 2021-03-15 00:00:00 UTC
'5.3.2021'                         => Fri 2021-03-05 00:00:00 UTC
'15.03.21'                         => Tue 2023-11-14 15:03:21 UTC
'15-03-2021'                       => Mon 2021-03-15 00:00:00 UTC
'5-3-2021'                         => Fri 2021-03-05 00:00:00 UTC
'21-03-15'                         => Mon 2021-03-15 00:00:00 UTC
'31.12.1999'                       => Fri 1999-12-31 00:00:00 UTC
