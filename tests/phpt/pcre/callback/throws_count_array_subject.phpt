--TEST--
the count and result after a callback threw on an array subject
--FILE--
<?php
$c = 'init';
try {
    preg_replace_callback('/\d/', function ($m) { if ($m[0] == '2') throw new Exception('x'); return 'y'; }, ['a1', 'b2', 'c3'], -1, $c);
} catch (Exception $e) { echo "caught\n"; }
var_dump($c);
$c = 'init';
try {
    preg_replace_callback_array(['/\d/' => function ($m) { throw new Exception('x'); }], 'a1', -1, $c);
} catch (Exception $e) { echo "caught\n"; }
var_dump($c);
$r = 'init';
try { $r = preg_replace_callback('/a/', fn($m) => throw new Exception('x'), 'a'); } catch (Exception $e) {}
var_dump($r);
--EXPECT--
caught
int(3)
caught
string(4) "init"
string(4) "init"
