--TEST--
SplFileInfo stat queries
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "12345");
$i = new SplFileInfo($p);
var_dump($i->isFile(), $i->isDir(), $i->isLink(), $i->getSize(), $i->getType(), $i->isReadable(), $i->getRealPath() === realpath($p));
$d = new SplFileInfo(sys_get_temp_dir());
var_dump($d->isDir(), $d->getType());
unlink($p);
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
int(5)
string(4) "file"
bool(true)
bool(true)
bool(true)
string(3) "dir"
