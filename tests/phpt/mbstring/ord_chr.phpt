--TEST--
mb_ord() and mb_chr()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_ord('A'));
t(fn() => mb_ord('é'));
t(fn() => mb_ord('😀'));
t(fn() => mb_ord('日本'));
t(fn() => mb_ord("\xff"));
t(fn() => mb_ord(''));
t(fn() => mb_chr(65));
t(fn() => mb_chr(0x1F600));
t(fn() => mb_chr(0xD800));
t(fn() => mb_chr(0x110000));
t(fn() => mb_chr(-1));
t(fn() => bin2hex(mb_chr(0xE9, 'ISO-8859-1')));
t(fn() => mb_chr(0x20AC, 'ISO-8859-1'));
t(fn() => mb_ord('abc', 'nope'));
t(fn() => mb_ord("\x00\xe9", 'UTF-16BE'));
?>
--EXPECT--
int(65)
int(233)
int(128512)
int(26085)
bool(false)
ValueError: mb_ord(): Argument #1 ($string) must not be empty
string(1) "A"
string(4) "😀"
bool(false)
bool(false)
bool(false)
string(2) "e9"
bool(false)
ValueError: mb_ord(): Argument #2 ($encoding) must be a valid encoding, "nope" given
int(233)
