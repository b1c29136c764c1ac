--TEST--
strtotime(): every month name
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['jan 1', 'feb 1', 'mar 1', 'apr 1', 'may 1', 'jun 1', 'jul 1', 'aug 1', 'sep 1', 'oct 1', 'nov 1', 'dec 1', 'january 1', 'february 1', 'april 1', 'june 1', 'july 1', 'august 1', 'october 1', 'november 1', 'december 1'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'jan 1'                            => Sun 2023-01-01 00:00:00 UTC
'feb 1'                            => Wed 2023-02-01 00:00:00 UTC
'mar 1'                            => Wed 2023-03-01 00:00:00 UTC
'apr 1'                            => Sat 2023-04-01 00:00:00 UTC
'may 1'                            => Mon 2023-05-01 00:00:00 UTC
'jun 1'                            => Thu 2023-06-01 00:00:00 UTC
'jul 1'                            => Sat 2023-07-01 00:00:00 UTC
'aug 1'                            => Tue 2023-08-01 00:00:00 UTC
'sep 1'                            => Fri 2023-09-01 00:00:00 UTC
'oct 1'                            => Sun 2023-10-01 00:00:00 UTC
'nov 1'                            => Wed 2023-11-01 00:00:00 UTC
'dec 1'                            => Fri 2023-12-01 00:00:00 UTC
'january 1'                        => Sun 2023-01-01 00:00:00 UTC
'february 1'                       => Wed 2023-02-01 00:00:00 UTC
'april 1'                          => Sat 2023-04-01 00:00:00 UTC
'june 1'                           => Thu 2023-06-01 00:00:00 UTC
'july 1'                           => Sat 2023-07-01 00:00:00 UTC
'august 1'                         => Tue 2023-08-01 00:00:00 UTC
'october 1'                        => Sun 2023-10-01 00:00:00 UTC
'november 1'                       => Wed 2023-11-01 00:00:00 UTC
'december 1'                       => Fri 2023-12-01 00:00:00 UTC
