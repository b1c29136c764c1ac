--TEST--
SplFileInfo::openFile
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "content");
$i = new SplFileInfo($p);
$f = $i->openFile();
var_dump(get_class($f), $f->fgets());
unlink($p);
?>
--EXPECT--
string(13) "SplFileObject"
string(7) "content"
