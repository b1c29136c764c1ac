--TEST--
strtotime(): American and slash dates
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['03/15/2021', '3/5/2021', '03/15/21', '03/15/99', '12/25', '2021/03/15', '2021/3/5', '13/15/2021', '02/30/2021'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'03/15/2021'                       => Mon 2021-03-15 00:00:00 UTC
'3/5/2021'                         => Fri 2021-03-05 00:00:00 UTC
'03/15/21'                         => Mon 2021-03-15 00:00:00 UTC
'03/15/99'                         => Mon 1999-03-15 00:00:00 UTC
'12/25'                            => Mon 2023-12-25 00:00:00 UTC
'2021/03/15'                       => Mon 2021-03-15 00:00:00 UTC
'2021/3/5'                         => Fri 2021-03-05 00:00:00 UTC
'13/15/2021'                       => false
'02/30/2021'                       => Tue 2021-03-02 00:00:00 UTC
