--TEST--
fgetc to the end
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "ab\n");
rewind($f);
while (($c = fgetc($f)) !== false) {
    var_dump($c);
}
var_dump(feof($f));
--EXPECT--
string(1) "a"
string(1) "b"
string(1) "
"
bool(true)
