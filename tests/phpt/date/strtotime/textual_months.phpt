--TEST--
strtotime(): textual months
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['15 March 2021', '15 Mar 2021', 'March 15, 2021', 'March 15 2021', 'Mar 15', '15 March', '1 January', 'March', 'Mar 2021', '15-Mar-2021', '15-mar-21', '1st March 2021', 'March 3rd', '2nd Feb', 'September 5', 'Sept 5 2020', 'dec 25'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'15 March 2021'                    => Mon 2021-03-15 00:00:00 UTC
'15 Mar 2021'                      => Mon 2021-03-15 00:00:00 UTC
'March 15, 2021'                   => Mon 2021-03-15 00:00:00 UTC
'March 15 2021'                    => Mon 2021-03-15 00:00:00 UTC
'Mar 15'                           => Wed 2023-03-15 00:00:00 UTC
'15 March'                         => Wed 2023-03-15 00:00:00 UTC
'1 January'                        => Sun 2023-01-01 00:00:00 UTC
'March'                            => Tue 2023-03-14 00:00:00 UTC
'Mar 2021'                         => Mon 2021-03-01 00:00:00 UTC
'15-Mar-2021'                      => Mon 2021-03-15 00:00:00 UTC
'15-mar-21'                        => Mon 2021-03-15 00:00:00 UTC
'1st March 2021'                   => Mon 2021-03-01 00:00:00 UTC
'March 3rd'                        => Fri 2023-03-03 00:00:00 UTC
'2nd Feb'                          => Thu 2023-02-02 00:00:00 UTC
'September 5'                      => Tue 2023-09-05 00:00:00 UTC
'Sept 5 2020'                      => Sat 2020-09-05 00:00:00 UTC
'dec 25'                           => Mon 2023-12-25 00:00:00 UTC
