--TEST--
SplFileObject fgets, key, eof, ftell
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "one\ntwo\n");
$f = new SplFileObject($p);
var_dump($f->fgets(), $f->key(), $f->fgets(), $f->key(), $f->eof(), $f->ftell());
var_dump($f->fgets(), $f->eof());
try { $f->fgets(); } catch (RuntimeException $e) { echo "RuntimeException\n"; }
unlink($p);
?>
--EXPECT--
string(4) "one
"
int(1)
string(4) "two
"
int(2)
bool(false)
int(8)
string(0) ""
bool(true)
RuntimeException
