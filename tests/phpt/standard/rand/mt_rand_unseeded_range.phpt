--TEST--
mt_rand without seeding stays within bounds
--FILE--
<?php
$ok = true;
for ($i = 0; $i < 200; $i++) {
    $v = mt_rand(3, 7);
    if ($v < 3 || $v > 7) $ok = false;
}
var_dump($ok);
var_dump(is_int(mt_rand()));
var_dump(mt_rand() <= mt_getrandmax());
--EXPECT--
bool(true)
bool(true)
bool(true)
