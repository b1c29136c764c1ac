--TEST--
rand with max less than min is allowed
--FILE--
<?php
mt_srand(5);
$out = [];
for ($i = 0; $i < 6; $i++) {
    $out[] = rand(10, 1);
}
echo implode(',', $out), "\n";
--EXPECT--
2,5,8,6,7,1
