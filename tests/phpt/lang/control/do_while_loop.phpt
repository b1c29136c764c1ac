--TEST--
do-while runs at least once
--FILE--
<?php
$i = 10;
do { echo $i, "\n"; } while ($i < 5);
$j = 0;
do { echo $j++; } while ($j < 3);
echo "\n";
--EXPECT--
10
012
