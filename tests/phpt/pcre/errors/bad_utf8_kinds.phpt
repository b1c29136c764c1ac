--TEST--
different kinds of malformed UTF-8
--FILE--
<?php
foreach (["\x80", "\xc3", "\xe2\x82", "\xf0\x9f\x98", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "ok\xfe"] as $s) {
    var_dump(preg_match('/x/u', $s), preg_last_error());
}
--EXPECT--
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
bool(false)
int(4)
