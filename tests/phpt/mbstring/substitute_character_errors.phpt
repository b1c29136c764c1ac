--TEST--
mb_substitute_character() errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_substitute_character('foo'));
t(fn() => mb_substitute_character('5'));
t(fn() => mb_substitute_character(0x110000));
t(fn() => mb_substitute_character(-1));
t(fn() => mb_substitute_character(0xD800));
t(fn() => mb_substitute_character(0));
t(fn() => mb_substitute_character(null));
?>
--EXPECT--
ValueError: mb_substitute_character(): Argument #1 ($substitute_character) must be "none", "long", "entity" or a valid codepoint
ValueError: mb_substitute_character(): Argument #1 ($substitute_character) must be "none", "long", "entity" or a valid codepoint
ValueError: mb_substitute_character(): Argument #1 ($substitute_character) is not a valid codepoint
ValueError: mb_substitute_character(): Argument #1 ($substitute_character) is not a valid codepoint
ValueError: mb_substitute_character(): Argument #1 ($substitute_character) is not a valid codepoint
bool(true)
int(0)
