--TEST--
SplFileInfo path parts
--FILE--
<?php
$i = new SplFileInfo('/some/dir/name.tar.gz');
var_dump($i->getFilename(), $i->getPath(), $i->getExtension(), $i->getBasename('.gz'), $i->getPathname(), (string)$i);
$j = new SplFileInfo('rel/dir/');
var_dump($j->getFilename(), $j->getPath(), $j->getPathname());
$k = new SplFileInfo('plain');
var_dump($k->getFilename(), $k->getPath(), $k->getExtension());
?>
--EXPECT--
string(11) "name.tar.gz"
string(9) "/some/dir"
string(2) "gz"
string(8) "name.tar"
string(21) "/some/dir/name.tar.gz"
string(21) "/some/dir/name.tar.gz"
string(3) "dir"
string(3) "rel"
string(7) "rel/dir"
string(5) "plain"
string(0) ""
string(0) ""
