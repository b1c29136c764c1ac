--TEST--
sprintf building a table row
--FILE--
<?php
foreach ([['apple', 1.5, 3], ['kiwi', 0.25, 12]] as [$n, $p, $q]) {
    printf("%-8s|%6.2f|%4d|%7.2f\n", $n, $p, $q, $p * $q);
}
--EXPECT--
apple   |  1.50|   3|   4.50
kiwi    |  0.25|  12|   3.00
