--TEST--
md5_file and sha1_file of a temp file
--FILE--
<?php
$f = __DIR__ . "/md5_file_basic.tmp";
file_put_contents($f, "hello world\n");
var_dump(md5_file($f), sha1_file($f), bin2hex(md5_file($f, true)), strlen(sha1_file($f, true)));
unlink($f);
--EXPECT--
string(32) "6f5902ac237024bdd0c176cb93063dc4"
string(40) "22596363b3de40b06f981fb85d82312e8c0ed511"
string(32) "6f5902ac237024bdd0c176cb93063dc4"
int(20)
