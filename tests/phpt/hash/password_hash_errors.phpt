--TEST--
password_hash() errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => password_hash('x', PASSWORD_BCRYPT, ['cost' => 3]));
t(fn() => password_hash('x', PASSWORD_BCRYPT, ['cost' => 32]));
t(fn() => password_hash('x', 'foo'));
t(fn() => password_hash('x', 5));
t(fn() => password_hash('x', '1'));
t(fn() => password_hash("a\0b", PASSWORD_BCRYPT));
t(fn() => password_hash('x', PASSWORD_ARGON2ID, ['memory_cost' => 1]));
t(fn() => password_hash('x', PASSWORD_ARGON2ID, ['time_cost' => 0]));
t(fn() => password_hash('x', PASSWORD_ARGON2ID, ['threads' => 0]));
?>
--EXPECT--
ValueError: Invalid bcrypt cost parameter specified: 3
ValueError: Invalid bcrypt cost parameter specified: 32
ValueError: password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm
ValueError: password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm
ValueError: password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm
ValueError: Bcrypt password must not contain null character
ValueError: Memory cost is outside of allowed memory range
ValueError: Time cost is outside of allowed time range
ValueError: Invalid number of threads
