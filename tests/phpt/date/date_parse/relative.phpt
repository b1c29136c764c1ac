--TEST--
date_parse(): relative parts
--FILE--
<?php
foreach (['+1 week 2 days', 'next monday', 'first day of next month', 'last day of february', '3 weekdays', '2 days ago', 'tomorrow'] as $s) {
    echo var_export($s, true), ":\n";
    print_r(date_parse($s));
}
?>
--EXPECT--
'+1 week 2 days':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 9
            [hour] => 0
            [minute] => 0
            [second] => 0
        )

)
'next monday':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 1
        )

)
'first day of next month':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 1
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [first_day_of_month] => 1
        )

)
'last day of february':
Array
(
    [year] => 
    [month] => 2
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 1
    [warnings] => Array
        (
            [21] => The parsed date was invalid
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [last_day_of_month] => 1
        )

)
'3 weekdays':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekdays] => 3
        )

)
'2 days ago':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => -2
            [hour] => 0
            [minute] => 0
            [second] => 0
        )

)
'tomorrow':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 1
            [hour] => 0
            [minute] => 0
            [second] => 0
        )

)
