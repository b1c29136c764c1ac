--TEST--
count counts callback replacements
--FILE--
<?php
preg_replace_callback(['/a/', '/b/'], fn($m) => $m[0], ['ab', 'bb'], 1, $c);
var_dump($c);
--EXPECT--
int(3)
