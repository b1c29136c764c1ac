--TEST--
rand(min, max) sequence after mt_srand
--FILE--
<?php
mt_srand(2024);
$out = [];
for ($i = 0; $i < 10; $i++) {
    $out[] = rand(1, 6);
}
echo implode(',', $out), "\n";
--EXPECT--
3,3,5,3,4,3,5,6,6,4
