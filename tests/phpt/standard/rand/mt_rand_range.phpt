--TEST--
mt_rand(min, max) sequence after mt_srand
--FILE--
<?php
mt_srand(12345);
$out = [];
for ($i = 0; $i < 10; $i++) {
    $out[] = mt_rand(1, 100);
}
echo implode(',', $out), "\n";
--EXPECT--
91,82,86,54,85,38,11,59,22,51
