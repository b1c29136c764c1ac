--TEST--
strtotime(): relative dates in a non-UTC default zone
--FILE--
<?php
date_default_timezone_set('Asia/Kolkata');
$base = 1700000000;
foreach (['today', 'tomorrow', 'midnight', 'first day of next month', 'monday', '+1 day', '2021-06-15'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'today'                            => Wed 2023-11-15 00:00:00 IST
'tomorrow'                         => Thu 2023-11-16 00:00:00 IST
'midnight'                         => Wed 2023-11-15 00:00:00 IST
'first day of next month'          => Fri 2023-12-01 03:43:20 IST
'monday'                           => Mon 2023-11-20 00:00:00 IST
'+1 day'                           => Thu 2023-11-16 03:43:20 IST
'2021-06-15'                       => Tue 2021-06-15 00:00:00 IST
