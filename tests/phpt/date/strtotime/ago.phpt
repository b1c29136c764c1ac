--TEST--
strtotime(): ago
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['1 day ago', '2 weeks ago', '3 months ago', '-1 week ago', '1 day 2 hours ago', '1 year ago', '10 minutes ago', '1 week 2 days ago'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'1 day ago'                        => Mon 2023-11-13 22:13:20 UTC
'2 weeks ago'                      => Tue 2023-10-31 22:13:20 UTC
'3 months ago'                     => Mon 2023-08-14 22:13:20 UTC
'-1 week ago'                      => Tue 2023-11-21 22:13:20 UTC
'1 day 2 hours ago'                => Mon 2023-11-13 20:13:20 UTC
'1 year ago'                       => Mon 2022-11-14 22:13:20 UTC
'10 minutes ago'                   => Tue 2023-11-14 22:03:20 UTC
'1 week 2 days ago'                => Sun 2023-11-05 22:13:20 UTC
