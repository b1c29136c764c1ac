--TEST--
setlocale(): queries, "", lists and arrays of names, composite LC_ALL names, refusals
--ENV--
LC_ALL=
LC_TIME=POSIX
LANG=C.UTF-8
--FILE--
<?php
var_dump(LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_ALL);
var_dump(setlocale(LC_ALL, 0), setlocale(LC_CTYPE, "0"), setlocale(LC_NUMERIC, 0));
var_dump(setlocale(LC_ALL, ""));
var_dump(setlocale(LC_NUMERIC, "no_SUCH.locale", "POSIX"), setlocale(LC_NUMERIC, 0));
var_dump(setlocale(LC_ALL, ["no_such", "C"]), setlocale(LC_ALL, 0));
setlocale(LC_TIME, "C.UTF-8");
$c = setlocale(LC_ALL, 0);
var_dump($c);
setlocale(LC_ALL, "C");
var_dump(setlocale(LC_ALL, $c), setlocale(LC_TIME, 0));
var_dump(setlocale(LC_ALL, "LC_CTYPE=C;LC_BOGUS=C"), setlocale(LC_ALL, 0) === $c);
var_dump(setlocale(LC_NUMERIC, "no_such"), setlocale(99, "C"), setlocale(-1, "C"));
var_dump(setlocale(LC_ALL, str_repeat("x", 300), "C"));
var_dump(setlocale(LC_ALL, [[1]], "C"));
var_dump(setlocale(LC_ALL, null), setlocale(LC_ALL, false));
try { setlocale(LC_ALL, new stdClass); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { setlocale(LC_ALL); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
print_r(localeconv());
--EXPECTF--
int(0)
int(1)
int(2)
int(3)
int(4)
int(5)
int(6)
string(166) "LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C"
string(7) "C.UTF-8"
string(1) "C"
string(226) "LC_CTYPE=C.UTF-8;LC_NUMERIC=C.UTF-8;LC_TIME=C;LC_COLLATE=C.UTF-8;LC_MONETARY=C.UTF-8;LC_MESSAGES=C.UTF-8;LC_PAPER=C.UTF-8;LC_NAME=C.UTF-8;LC_ADDRESS=C.UTF-8;LC_TELEPHONE=C.UTF-8;LC_MEASUREMENT=C.UTF-8;LC_IDENTIFICATION=C.UTF-8"
string(1) "C"
string(1) "C"
string(1) "C"
string(1) "C"
string(166) "LC_CTYPE=C;LC_NUMERIC=C;LC_TIME=C.UTF-8;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C"
string(166) "LC_CTYPE=C;LC_NUMERIC=C;LC_TIME=C.UTF-8;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C"
string(7) "C.UTF-8"
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)

Warning: setlocale(): Specified locale name is too long in %s on line 14
string(1) "C"

Warning: Array to string conversion in %s on line 15
string(1) "C"
string(226) "LC_CTYPE=C.UTF-8;LC_NUMERIC=C.UTF-8;LC_TIME=C;LC_COLLATE=C.UTF-8;LC_MONETARY=C.UTF-8;LC_MESSAGES=C.UTF-8;LC_PAPER=C.UTF-8;LC_NAME=C.UTF-8;LC_ADDRESS=C.UTF-8;LC_TELEPHONE=C.UTF-8;LC_MEASUREMENT=C.UTF-8;LC_IDENTIFICATION=C.UTF-8"
string(226) "LC_CTYPE=C.UTF-8;LC_NUMERIC=C.UTF-8;LC_TIME=C;LC_COLLATE=C.UTF-8;LC_MONETARY=C.UTF-8;LC_MESSAGES=C.UTF-8;LC_PAPER=C.UTF-8;LC_NAME=C.UTF-8;LC_ADDRESS=C.UTF-8;LC_TELEPHONE=C.UTF-8;LC_MEASUREMENT=C.UTF-8;LC_IDENTIFICATION=C.UTF-8"
Error: Object of class stdClass could not be converted to string
ArgumentCountError: setlocale() expects at least 2 arguments, 1 given
Array
(
    [decimal_point] => .
    [thousands_sep] => 
    [int_curr_symbol] => 
    [currency_symbol] => 
    [mon_decimal_point] => 
    [mon_thousands_sep] => 
    [positive_sign] => 
    [negative_sign] => 
    [int_frac_digits] => 127
    [frac_digits] => 127
    [p_cs_precedes] => 127
    [p_sep_by_space] => 127
    [n_cs_precedes] => 127
    [n_sep_by_space] => 127
    [p_sign_posn] => 127
    [n_sign_posn] => 127
    [grouping] => Array
        (
        )

    [mon_grouping] => Array
        (
        )

)
