--TEST--
random_bytes lengths
--FILE--
<?php
var_dump(strlen(random_bytes(1)), strlen(random_bytes(32)), strlen(random_bytes(1000)));
$a = random_bytes(16); $b = random_bytes(16);
var_dump($a !== $b);
--EXPECT--
int(1)
int(32)
int(1000)
bool(true)
