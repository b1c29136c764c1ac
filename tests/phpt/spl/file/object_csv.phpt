--TEST--
SplFileObject READ_CSV
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "a,b\n\n\"q,1\",c\n");
$f = new SplFileObject($p);
$f->setFlags(SplFileObject::READ_CSV);
foreach ($f as $k => $row) echo $k, ": ", json_encode($row), "\n";
$f->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
foreach ($f as $k => $row) echo $k, ": ", json_encode($row), "\n";
unlink($p);
?>
--EXPECT--
0: ["a","b"]
1: [null]
2: ["q,1","c"]
3: [null]
0: ["a","b"]
1: [null]
2: ["q,1","c"]
