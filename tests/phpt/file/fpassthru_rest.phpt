--TEST--
fpassthru prints the rest of a stream
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "0123456789");
fseek($f, 4);
$n = fpassthru($f);
echo "\n";
var_dump($n);
var_dump(fpassthru($f));
--EXPECT--
456789
int(6)
int(0)
