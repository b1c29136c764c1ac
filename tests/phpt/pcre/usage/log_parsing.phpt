--TEST--
parsing log lines with preg_match_all
--FILE--
<?php
$log = "2024-01-02 ERROR disk full\n2024-01-03 INFO ok\n2024-01-04 ERROR net down\n";
preg_match_all('/^(\S+) ERROR (.*)$/m', $log, $m, PREG_SET_ORDER);
foreach ($m as [$all, $date, $msg]) {
    echo "$date: $msg\n";
}
--EXPECT--
2024-01-02: disk full
2024-01-04: net down
