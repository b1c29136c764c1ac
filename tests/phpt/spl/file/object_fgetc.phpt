--TEST--
SplFileObject fgetc counts lines
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "a\nb");
$f = new SplFileObject($p);
while (($c = $f->fgetc()) !== false) echo json_encode($c), " ", $f->key(), "\n";
unlink($p);
?>
--EXPECT--
"a" 0
"\n" 1
"b" 1
