--TEST--
PASSWORD_* constants
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => PASSWORD_DEFAULT);
t(fn() => PASSWORD_BCRYPT);
t(fn() => PASSWORD_BCRYPT_DEFAULT_COST);
t(fn() => PASSWORD_ARGON2I);
t(fn() => PASSWORD_ARGON2ID);
t(fn() => PASSWORD_ARGON2_DEFAULT_MEMORY_COST);
t(fn() => PASSWORD_ARGON2_DEFAULT_TIME_COST);
t(fn() => PASSWORD_ARGON2_DEFAULT_THREADS);
?>
--EXPECT--
string(2) "2y"
string(2) "2y"
int(10)
string(7) "argon2i"
string(8) "argon2id"
int(65536)
int(4)
int(1)
