--TEST--
invalid number forms
--FILE--
<?php
foreach (['01', '1.', '.5', '-', '+1', '1e', '1e+', '0x10', '1.5.2', '--1', '- 1', 'NaN', 'Infinity'] as $s) { $r = json_decode($s); echo $s, ': '; var_dump($r); echo json_last_error(), "\n"; }
--EXPECT--
01: NULL
4
1.: NULL
4
.5: NULL
4
-: NULL
4
+1: NULL
4
1e: NULL
4
1e+: NULL
4
0x10: NULL
4
1.5.2: NULL
4
--1: NULL
4
- 1: NULL
4
NaN: NULL
4
Infinity: NULL
4
