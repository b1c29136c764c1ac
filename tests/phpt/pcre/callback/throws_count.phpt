--TEST--
the count after a callback threw, for strings and arrays of subjects
--FILE--
<?php
$n = 0;
$c = 'init';
try {
    preg_replace_callback('/\d/', function ($m) use (&$n) { $n++; if ($m[0] == '2') throw new Exception('x'); return 'y'; }, 'a1b2c3d4', -1, $c);
} catch (Exception $e) { echo "caught\n"; }
var_dump($c, $n);
$c = 'init'; $n = 0;
try {
    preg_replace_callback(['/\d/', '/[a-z]/'], function ($m) use (&$n) { $n++; if ($m[0] == '2') throw new Exception('x'); return 'y'; }, ['a1b2c3d4', 'e5'], -1, $c);
} catch (Exception $e) { echo "caught\n"; }
var_dump($c, $n);
$c = 'init'; $n = 0;
try {
    preg_replace_callback_array(['/\d/' => function ($m) use (&$n) { $n++; if ($m[0] == '2') throw new Exception('x'); return 'y'; }, '/[a-z]/' => function ($m) use (&$n) { $n++; return 'z'; }], ['a1b2c3d4', 'e5'], -1, $c);
} catch (Exception $e) { echo "caught\n"; }
var_dump($c, $n);
--EXPECT--
caught
int(4)
int(2)
caught
int(11)
int(2)
caught
string(4) "init"
int(2)
