--TEST--
pathinfo with one flag
--FILE--
<?php
$s = '/var/www/index.php';
var_dump(pathinfo($s, PATHINFO_DIRNAME), pathinfo($s, PATHINFO_BASENAME), pathinfo($s, PATHINFO_EXTENSION), pathinfo($s, PATHINFO_FILENAME));
var_dump(pathinfo('/x/noext', PATHINFO_EXTENSION));
var_dump(pathinfo($s, PATHINFO_EXTENSION | PATHINFO_FILENAME));
var_dump(PATHINFO_DIRNAME, PATHINFO_BASENAME, PATHINFO_EXTENSION, PATHINFO_FILENAME, PATHINFO_ALL);
--EXPECT--
string(8) "/var/www"
string(9) "index.php"
string(3) "php"
string(5) "index"
string(0) ""
string(3) "php"
int(1)
int(2)
int(4)
int(8)
int(15)
