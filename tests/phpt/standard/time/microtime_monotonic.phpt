--TEST--
microtime does not go backwards over a short loop
--FILE--
<?php
$prev = microtime(true);
$ok = true;
for ($i = 0; $i < 100; $i++) {
    $now = microtime(true);
    if ($now < $prev) $ok = false;
    $prev = $now;
}
var_dump($ok);
--EXPECT--
bool(true)
