--TEST--
which calls clear preg_last_error()
--FILE--
<?php
preg_match('/a/u', "\xff"); preg_replace('/a/', 'b', []); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_replace_callback_array([], 'a'); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_replace_callback('/a/', fn($m)=>'', []); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_grep('/a/', []); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_split('/a/', ''); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_quote('a'); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_replace('/a/', 'b', 'a', 0); var_dump(preg_last_error());
preg_match('/a/u', "\xff"); preg_match('/a/', 'a', $m, 0, 5); var_dump(preg_last_error());
--EXPECT--
int(4)
int(4)
int(4)
int(0)
int(0)
int(4)
int(0)
int(1)
