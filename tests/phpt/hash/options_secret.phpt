--TEST--
hash() options: xxh3 and xxh128 secrets
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$s = str_repeat('0123456789abcdef', 10);
t(fn() => hash('xxh3', 'data', false, ['secret' => $s]));
t(fn() => hash('xxh128', 'data', false, ['secret' => $s]));
t(fn() => hash('xxh3', str_repeat('long input ', 40), false, ['secret' => $s]));
t(fn() => hash('xxh3', 'data', false, ['secret' => 'short']));
t(fn() => hash('xxh128', 'data', false, ['secret' => 'short']));
t(fn() => hash('xxh3', 'data', false, ['secret' => $s, 'seed' => 1]));
t(fn() => hash('xxh128', 'data', false, ['secret' => $s, 'seed' => 1]));
t(fn() => hash('xxh64', 'data', false, ['secret' => 'short']));
?>
--EXPECT--
string(16) "ce0a88ed8ef40cf8"
string(32) "efaafc22a7f0538960749a277c74ec02"
string(16) "156a74836d776a77"
Error: xxh3: Secret length must be >= 136 bytes, 5 bytes passed
Error: xxh128: Secret length must be >= 136 bytes, 5 bytes passed
Error: xxh3: Only one of seed or secret is to be passed for initialization
Error: xxh128: Only one of seed or secret is to be passed for initialization
string(16) "b7119b48552d1da3"
