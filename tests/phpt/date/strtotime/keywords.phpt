--TEST--
strtotime(): now, today, midnight, noon, tomorrow, yesterday
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['now', 'today', 'midnight', 'noon', 'tomorrow', 'yesterday', 'tomorrow noon', 'noon tomorrow', 'yesterday noon', 'today 15:00', 'tomorrow 09:30', 'midnight tomorrow', 'NOW', 'Today', 'TOMORROW'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'now'                              => Tue 2023-11-14 22:13:20 UTC
'today'                            => Tue 2023-11-14 00:00:00 UTC
'midnight'                         => Tue 2023-11-14 00:00:00 UTC
'noon'                             => Tue 2023-11-14 12:00:00 UTC
'tomorrow'                         => Wed 2023-11-15 00:00:00 UTC
'yesterday'                        => Mon 2023-11-13 00:00:00 UTC
'tomorrow noon'                    => Wed 2023-11-15 12:00:00 UTC
'noon tomorrow'                    => Wed 2023-11-15 00:00:00 UTC
'yesterday noon'                   => Mon 2023-11-13 12:00:00 UTC
'today 15:00'                      => Tue 2023-11-14 15:00:00 UTC
'tomorrow 09:30'                   => Wed 2023-11-15 09:30:00 UTC
'midnight tomorrow'                => Wed 2023-11-15 00:00:00 UTC
'NOW'                              => Tue 2023-11-14 22:13:20 UTC
'Today'                            => Tue 2023-11-14 00:00:00 UTC
'TOMORROW'                         => Wed 2023-11-15 00:00:00 UTC
