--TEST--
many distinct patterns compile and match
--FILE--
<?php
$hits = 0;
for ($i = 0; $i < 5000; $i++) {
    $hits += preg_match('/^' . $i . '$/', (string)$i);
}
var_dump($hits);
var_dump(preg_match('/^0$/', '0'));
--EXPECT--
int(5000)
int(1)
